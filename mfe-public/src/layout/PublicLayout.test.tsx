import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPublic } from '../testing/renderPublic';
import { PublicLayout } from './PublicLayout';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('public layout', () => {
  it('puts the page between the top bar and the footer', () => {
    renderPublic(
      <PublicLayout>
        <h1>Page</h1>
      </PublicLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves the first page where the visitor scrolled its static copy to, and opens every later page at the top', async () => {
    const { history } = renderPublic(
      <PublicLayout>
        <h1>Page</h1>
      </PublicLayout>,
      { route: '/fine-art' },
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => history.push('/privacy'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('starts with a skip link that moves focus to the page content', async () => {
    const user = userEvent.setup();
    renderPublic(
      <PublicLayout>
        <h1>Page</h1>
      </PublicLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
