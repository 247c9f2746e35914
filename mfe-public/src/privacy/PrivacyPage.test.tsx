import { screen, within } from '@testing-library/react';
import { COMPANY } from 'shared-contracts/domain';

import { renderPublic } from '../testing/renderPublic';
import { PrivacyPage } from './PrivacyPage';

const section = (name: string) => screen.getByRole('region', { name });

describe('privacy notice', () => {
  it('names the controller and how to reach it', () => {
    renderPublic(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const who = section('Who we are');
    expect(who).toHaveTextContent(`${COMPANY.legalName} (trading as ${COMPANY.tradingName}) is the controller`);
    expect(within(who).getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  });

  it('explains that quote requests arrive by the visitor’s own e-mail and what they contain', () => {
    renderPublic(<PrivacyPage />);
    expect(section('The information we collect')).toHaveTextContent('opens your own e-mail program');
  });

  it('gives the lawful basis, retention periods and every UK GDPR right', () => {
    renderPublic(<PrivacyPage />);
    expect(section('How we use it and our lawful basis')).toHaveTextContent('Article 6(1)(b)');
    expect(section('How long we keep it')).toHaveTextContent('12 months');
    const rights = section('Your rights');
    for (const right of ['access', 'rectification', 'erasure', 'restriction', 'objection', 'portability']) {
      expect(rights).toHaveTextContent(`(${right})`);
    }
  });

  it('tells visitors they can complain to the ICO', () => {
    renderPublic(<PrivacyPage />);
    const complaints = section('How to complain');
    expect(complaints).toHaveTextContent("Information Commissioner's Office (ICO)");
    expect(within(complaints).getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it('has a contents list linking to every section', () => {
    renderPublic(<PrivacyPage />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
  });
});
