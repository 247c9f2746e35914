import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from 'shared-contracts/domain';

import { renderPublic } from '../testing/renderPublic';
import { QuoteButton } from './QuoteButton';

const NOW = new Date('2025-06-10T08:05:00Z');

// MUI forms in jsdom are slow to type into on a shared two-core machine.
jest.setTimeout(30_000);

function setup({ serviceType }: { serviceType?: 'fine-art' } = {}) {
  const openMailto = jest.fn();
  const user = userEvent.setup();
  renderPublic(
    <>
      <QuoteButton serviceType={serviceType} />
      <QuoteButton>Get a Quote Now</QuoteButton>
    </>,
    { openMailto, now: () => NOW },
  );
  return { user, openMailto };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Get a Quote') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Get a Free Quote' });
}

async function paste(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, /^Full Name/, 'Zoë O’Brien & Co');
  await paste(user, /^Email/, 'zoe+art@example.co.uk');
  await paste(user, /^Phone/, '+44 7700 900123');
  await user.selectOptions(screen.getByLabelText(/^Service Type/), 'fine-art');
  await paste(user, /^Collection Address/, '1 High St?\nBath #2');
  await paste(user, /^Delivery Address/, '2 Low Rd, London');
}

describe('quote dialog', () => {
  it('has the eight fields, the six required ones marked, with the right input types', async () => {
    const { user } = setup();
    await openDialog(user);
    const required = ['Full Name', 'Email', 'Phone', 'Service Type', 'Collection Address', 'Delivery Address'];
    for (const label of required) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    expect(screen.getByLabelText(/^Preferred Date/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Additional Details/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Preferred Date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^Preferred Date/)).toHaveAttribute('min', '2025-06-10');
  });

  it('offers exactly the three services, vehicle transport not among them', async () => {
    const { user } = setup();
    await openDialog(user);
    const options = within(screen.getByLabelText(/^Service Type/)).getAllByRole('option');
    expect(options.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['', 'Select a service'],
      ['general', 'General Logistics'],
      ['fine-art', 'Fine Art & Antiques'],
      ['event', 'Event Staging'],
    ]);
  });

  it('reports each invalid field on the field itself, focuses the first and keeps what was typed', async () => {
    const { user, openMailto } = setup();
    await openDialog(user);
    await paste(user, /^Full Name/, 'Ann Smith');
    await paste(user, /^Email/, 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));

    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.co.uk');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Enter your phone number');
    expect(screen.getByLabelText(/^Service Type/)).toHaveAccessibleDescription('Choose a service');
    expect(screen.getByLabelText(/^Collection Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Delivery Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ann Smith');
    expect(email).toHaveValue('ann@example');
    expect(openMailto).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.type(email, '.co.uk');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a typed field’s error once the visitor leaves it, not while the form is untouched', async () => {
    const { user } = setup();
    await openDialog(user);
    const phone = screen.getByLabelText(/^Phone/);
    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'false');
    await user.type(phone, '123');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the mailto, thanks the visitor, closes, and resets the form', async () => {
    const { user, openMailto } = setup();
    await openDialog(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Preferred Date/), '2025-06-12');
    await paste(user, /^Additional Details/, '50% glazed + framed');
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));

    expect(openMailto).toHaveBeenCalledTimes(1);
    const url: string = openMailto.mock.calls[0][0];
    expect(url.startsWith(`mailto:${COMPANY.email}?subject=`)).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1).replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Quote Request from Zoë O’Brien & Co');
    expect(params.get('body')).toBe(
      [
        'Quote request from the Zorvex Logistics website',
        '',
        'CONTACT DETAILS',
        'Full Name: Zoë O’Brien & Co',
        'Email: zoe+art@example.co.uk',
        'Phone: +44 7700 900123',
        '',
        'SERVICE',
        'Service Type: Fine Art & Antiques',
        '',
        'ADDRESSES',
        'Collection Address:',
        '1 High St?',
        'Bath #2',
        'Delivery Address:',
        '2 Low Rd, London',
        '',
        'Preferred Date: 12 June 2025',
        '',
        'Additional Details:',
        '50% glazed + framed',
        '',
        'Submitted: 10/06/2025 at 09:05 BST',
      ].join('\r\n'),
    );

    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(
      screen.getByText("Your email client will open to send the quote request. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDialog(user);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Service Type/)).toHaveValue('');
    expect(screen.getByLabelText(/^Additional Details/)).toHaveValue('');
  });

  it('closes on Cancel without sending, keeping the draft, and returns focus to the button that opened it', async () => {
    const { user, openMailto } = setup();
    await openDialog(user, 'Get a Quote Now');
    await user.type(screen.getByLabelText(/^Full Name/), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openMailto).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get a Quote Now' })).toHaveFocus();

    await openDialog(user);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ann');
  });

  it('closes on Escape', async () => {
    const { user } = setup();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get a Quote' })).toHaveFocus();
  });

  it('pre-selects the service of the page the button is on', async () => {
    const { user } = setup({ serviceType: 'fine-art' });
    await openDialog(user);
    expect(screen.getByLabelText(/^Service Type/)).toHaveValue('fine-art');
  });
});
