import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Paginator, pagesAround } from '#ui/Paginator';

// Spec part 2 §2 "Modals" and §9: the paginator shows 3 pages around the current one, and a 'many
// reservations' note above 5 pages.

afterEach(cleanup);

function renderAt(page: number, pageCount: number) {
  const onPage = vi.fn();
  render(
    <Paginator
      page={page}
      pageCount={pageCount}
      onPage={onPage}
      label="Páginas"
      previousLabel="Anterior"
      nextLabel="Siguiente"
      status={`${page} de ${pageCount}`}
      pageLabel={(n) => `Página ${n}`}
      manyNote="Tienes muchas reservas"
    />,
  );
  return onPage;
}

const numbers = () => screen.getAllByRole('button', { name: /^Página/ }).map((b) => b.textContent);

describe('pagesAround', () => {
  it('centres 3 pages on the current one and keeps them inside the range', () => {
    expect(pagesAround(1, 9)).toEqual([1, 2, 3]);
    expect(pagesAround(5, 9)).toEqual([4, 5, 6]);
    expect(pagesAround(9, 9)).toEqual([7, 8, 9]);
    expect(pagesAround(2, 2)).toEqual([1, 2]);
  });
});

describe('Paginator', () => {
  it('shows the 3 pages around the current one, marks it, and goes to another', () => {
    const onPage = renderAt(4, 7);
    expect(numbers()).toEqual(['3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Página 4' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    fireEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(onPage.mock.calls).toEqual([[5], [3]]);
  });

  it('shows the many-reservations note only above 5 pages', () => {
    renderAt(1, 6);
    expect(screen.getByRole('note').textContent).toBe('Tienes muchas reservas');
    cleanup();
    renderAt(1, 5);
    expect(screen.queryByRole('note')).toBeNull();
    expect(numbers()).toEqual(['1', '2', '3']);
    expect((screen.getByRole('button', { name: /Anterior/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders nothing for a single page', () => {
    renderAt(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
