import '../federation/provideFederationRuntime';
// config.json read and the public site's code requested at once, while React and MUI download.
import './startPublicSite';

// The async boundary, as in the admin pages' entry (src/index.ts).
import('./bootstrap');
