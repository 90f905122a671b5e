import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DELAY_MS, SearchBox } from './search-box';

function renderBox(props: { value?: string; delayMs?: number } = {}) {
  const onSearch = jest.fn();
  const view = render(
    <SearchBox
      label="Search doctors"
      placeholder="Name"
      value={props.value ?? ''}
      onSearch={onSearch}
      delayMs={props.delayMs}
    />,
  );
  const rerender = (value: string) =>
    view.rerender(
      <SearchBox label="Search doctors" placeholder="Name" value={value} onSearch={onSearch} delayMs={props.delayMs} />,
    );
  return { onSearch, rerender, box: screen.getByRole('searchbox', { name: 'Search doctors' }) };
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('reports the trimmed words once, after a pause in typing', async () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'dal' } });
    fireEvent.change(box, { target: { value: ' dal rice ' } });
    await wait(SEARCH_DELAY_MS - 10);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(20);
    expect(onSearch.mock.calls).toEqual([['dal rice']]);
  });

  it('reports at once on the button, and not again when the pause ends', async () => {
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'চাল' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls).toEqual([['চাল']]);
    await wait(SEARCH_DELAY_MS + 10);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('waits as long as it is told to', async () => {
    const { onSearch, box } = renderBox({ delayMs: 200 });
    fireEvent.change(box, { target: { value: 'lipid' } });
    await wait(210);
    expect(onSearch.mock.calls).toEqual([['lipid']]);
  });

  it('shows a search that changed under it without reporting it back', async () => {
    const { onSearch, rerender, box } = renderBox({ value: 'rice' });
    expect(box).toHaveValue('rice');
    rerender('');
    expect(box).toHaveValue('');
    await wait(SEARCH_DELAY_MS + 10);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
