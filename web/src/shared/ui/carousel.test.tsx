import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOPLAY_MS, Carousel, SWIPE_THRESHOLD_PX } from './carousel';

const slides = ['Medicines', 'Bazaar', 'Mela'].map((title) => ({
  id: title.toLowerCase(),
  label: title,
  content: <a href={`/${title.toLowerCase()}`}>{title}</a>,
}));

function currentSlide(): string | null {
  const shown = screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false');
  return shown?.textContent ?? null;
}

function swipe(element: Element, dx: number, dy = 0) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
}

const viewport = () => document.querySelector('.carousel__viewport')!;

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is a labelled carousel of slides, one shown, the others out of reach', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toBe('Medicines');
    expect(screen.getByRole('link', { name: 'Medicines' })).toBeInTheDocument();
    // Hidden slides are inert: their links are neither seen nor reached.
    expect(screen.queryByRole('link', { name: 'Bazaar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3: Medicines' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it(`ignores a swipe of ${SWIPE_THRESHOLD_PX} px or less, and moves on a longer one`, () => {
    render(<Carousel slides={slides} label="Highlights" />);
    swipe(viewport(), -SWIPE_THRESHOLD_PX);
    expect(currentSlide()).toBe('Medicines');
    swipe(viewport(), -25);
    expect(currentSlide()).toBe('Medicines');
    swipe(viewport(), -(SWIPE_THRESHOLD_PX + 1));
    expect(currentSlide()).toBe('Bazaar');
    swipe(viewport(), 60);
    expect(currentSlide()).toBe('Medicines');
    // Backwards from the first wraps round to the last.
    swipe(viewport(), 120);
    expect(currentSlide()).toBe('Mela');
  });

  it('leaves a mostly vertical swipe to the page scroll', () => {
    render(<Carousel slides={slides} label="Highlights" />);
    swipe(viewport(), -50, 120);
    expect(currentSlide()).toBe('Medicines');
  });

  it(`moves on by itself every ${AUTOPLAY_MS} ms`, () => {
    jest.useFakeTimers();
    render(<Carousel slides={slides} label="Highlights" />);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS - 1));
    expect(currentSlide()).toBe('Medicines');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe('Bazaar');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('Mela');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('Medicines');
  });

  it('stops moving by itself once the person touches it, and can be paused and played', () => {
    jest.useFakeTimers();
    render(<Carousel slides={slides} label="Highlights" />);
    swipe(viewport(), -80);
    expect(currentSlide()).toBe('Bazaar');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(currentSlide()).toBe('Bazaar');

    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('Mela');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe('Mela');
  });

  it('goes to a slide from its dot, or with the arrow keys, and then stays', () => {
    jest.useFakeTimers();
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3: Mela' }));
    expect(currentSlide()).toBe('Mela');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    expect(currentSlide()).toBe('Medicines');
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('Mela');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe('Mela');
  });

  it('pauses while the mouse is over it', () => {
    jest.useFakeTimers();
    render(<Carousel slides={slides} label="Highlights" />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(currentSlide()).toBe('Medicines');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(currentSlide()).toBe('Bazaar');
  });

  it('shows one slide without controls, and nothing for none', () => {
    const { container, rerender } = render(<Carousel slides={slides.slice(0, 1)} label="Highlights" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Carousel slides={[]} label="Highlights" />);
    expect(container).toBeEmptyDOMElement();
  });
});
