import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPublic } from '../testing/renderPublic';
import { HomePage } from './HomePage';

jest.setTimeout(30_000);

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('home page', () => {
  it('opens the quote dialog from the hero', async () => {
    const user = userEvent.setup();
    renderPublic(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Specialist Logistics, Handled with Care');
    await user.click(screen.getByRole('button', { name: 'Get a Quote Now' }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('links three service cards to their pages', () => {
    renderPublic(<HomePage />);
    const links = within(section('Our Services')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/general-logistics', '/fine-art', '/event-staging']);
    expect(
      within(section('Our Services'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['General Logistics', 'Fine Art & Antiques', 'Event Staging']);
  });

  it('shows the four fleet cards and the four reasons to choose us', () => {
    renderPublic(<HomePage />);
    const titles = (name: string | RegExp) =>
      within(section(name))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('Our Fleet')).toEqual(['Transit Vans', '7.5T Lorries', 'Box Trucks', 'Electric Vehicles']);
    expect(titles(/^Why Choose/)).toEqual(['Reliable Timing', 'Fully Insured', 'Modern Fleet', 'Expert Care']);
  });

  it('has the reviews carousel, ten client logos and the five payment logos', () => {
    renderPublic(<HomePage />);
    expect(screen.getByRole('group', { name: 'Customer reviews' })).toBeInTheDocument();
    expect(within(section('Trusted by Leading Organisations')).getAllByRole('img')).toHaveLength(10);
    expect(
      within(section('Accepted Payment Methods'))
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'Amex', 'PayPal', 'Apple Pay']);
  });

  it('closes with a call to action that opens the quote dialog', async () => {
    const user = userEvent.setup();
    renderPublic(<HomePage />);
    await user.click(within(section('Ready to Move Something Special?')).getByRole('button', { name: 'Get Your Free Quote' }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('keeps headings in order: one h1, then h2 sections with h3 inside', () => {
    renderPublic(<HomePage />);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
  });
});
