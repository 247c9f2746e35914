import './federation/provideFederationRuntime';

// The async boundary: shared libraries are negotiated before bootstrap runs.
import('./bootstrap');
