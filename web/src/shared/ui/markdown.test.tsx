import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown } from './markdown';
import { isSitePath } from './site-path';

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  );
}

describe('Markdown links', () => {
  it('links a page of this site, a phone number and an email address', () => {
    renderText('See [the pharmacy](/medical/pharmacy), [call](tel:+919800112233) or [write](mailto:help@haat.test).');
    expect(screen.getByRole('link', { name: 'the pharmacy' })).toHaveAttribute('href', '/medical/pharmacy');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+919800112233');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:help@haat.test');
  });

  it.each(['/\\evil.example', '//evil.example', '/\\/evil.example', 'https://evil.example', 'javascript:history.back'])(
    'keeps a link to %s as plain words: it would leave the site',
    (href) => {
      const { container } = renderText(`Read [this](${href}) now.`);
      expect(screen.queryByRole('link')).toBeNull();
      expect(container).toHaveTextContent('Read this now.');
    },
  );
});

describe('isSitePath', () => {
  it('takes the paths of this site and refuses what a browser would take to another', () => {
    expect(isSitePath('/medical/pharmacy')).toBe(true);
    expect(isSitePath('/gallery/joydev-kenduli-mela?photo=2#top')).toBe(true);
    for (const href of ['/\\evil.example', '//evil.example', '/ /x', 'medical', 'https://evil.example', '']) {
      expect(isSitePath(href)).toBe(false);
    }
  });
});
