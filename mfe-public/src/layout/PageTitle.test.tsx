import { render } from '@testing-library/react';

import { PageTitle } from './PageTitle';

it('names the page and the company in the document title', () => {
  render(<PageTitle title="Fine Art & Antiques" />);
  expect(document.title).toBe('Fine Art & Antiques | Zorvex Logistics');
});

it('gives the home page the company name first', () => {
  render(<PageTitle />);
  expect(document.title).toBe('Zorvex Logistics | Specialist UK Logistics');
});
