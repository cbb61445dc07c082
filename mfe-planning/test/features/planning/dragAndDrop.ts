import { fireEvent } from '@testing-library/react';

// jsdom has no layout and no PointerEvent: cells get a rect from their row and column (a
// 150 x 80 grid under a 40 px header), everything inside a cell the rect of its cell, so that
// dnd-kit's pointer sensor and collision detection see where a drag starts and ends.
class TestPointerEvent extends MouseEvent {
  isPrimary: boolean;
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerId = init.pointerId ?? 1;
  }
}
export const cellRect = (row: number, col: number) => {
  const left = 200 + col * 150;
  const top = 40 + row * 80;
  return {
    x: left,
    y: top,
    left,
    top,
    width: 150,
    height: 80,
    right: left + 150,
    bottom: top + 80,
    toJSON: () => ({}),
  } as DOMRect;
};

/** Gives the board's cells a layout for the tests of the file. */
export function layOutBoardCells() {
  const original = Element.prototype.getBoundingClientRect;
  beforeAll(() => {
    (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const cell = this.closest('[data-row]');
      if (cell) return cellRect(Number(cell.getAttribute('data-row')), Number(cell.getAttribute('data-col')));
      return original.call(this);
    };
  });
  afterAll(() => {
    Element.prototype.getBoundingClientRect = original;
  });
}

/** Drags the card to the centre of the cell (row, col), with Alt held when `alt`. */
export function drag(card: HTMLElement, row: number, col: number, alt = false) {
  const from = card.getBoundingClientRect();
  const to = cellRect(row, col);
  fireEvent.pointerDown(card, {
    clientX: from.left + 10,
    clientY: from.top + 10,
    button: 0,
    isPrimary: true,
    altKey: alt,
  });
  fireEvent.pointerMove(document, { clientX: from.left + 30, clientY: from.top + 10 });
  fireEvent.pointerMove(document, { clientX: to.left + 75, clientY: to.top + 40 });
  fireEvent.pointerUp(document, { clientX: to.left + 75, clientY: to.top + 40 });
}
