import { z } from 'zod';
import { jsonList, jsonPage, rowTexts } from '../../src/http/jsonText';

const rowSchema = z.object({ id: z.number().int(), name: z.string(), late: z.boolean() });

describe('rowTexts', () => {
  it('writes a row once per variant, checked against its schema', () => {
    let made = 0;
    const textOf = rowTexts(rowSchema, (r: { id: number; name: string; due: string }, today: string) => {
      made++;
      return { id: r.id, name: r.name, late: r.due < today };
    });
    const row = { id: 7, name: 'Ana', due: '2026-11-20' };
    expect(textOf(row, '2026-11-19')).toBe('{"id":7,"name":"Ana","late":false}');
    expect(textOf(row, '2026-11-19')).toBe('{"id":7,"name":"Ana","late":false}');
    expect(made).toBe(1);
    // Another day: written again, and the flag follows it.
    expect(textOf(row, '2026-11-21')).toBe('{"id":7,"name":"Ana","late":true}');
    expect(made).toBe(2);
  });

  it('throws for a row that does not fit, and never hands out unchecked text', () => {
    const textOf = rowTexts(rowSchema, (r: { id: number }) => ({ id: r.id, name: 42 as unknown as string, late: false }));
    expect(() => textOf({ id: 1 })).toThrow(/does not fit its contract/);
  });

  it('strips what the schema does not name, as the serializer does', () => {
    const textOf = rowTexts(rowSchema, (r: { id: number }) => ({ id: r.id, name: 'x', late: false, secret: 's' }) as never);
    expect(textOf({ id: 2 })).toBe('{"id":2,"name":"x","late":false}');
  });
});

describe('jsonList and jsonPage', () => {
  it('assemble row texts into the JSON the contract describes', () => {
    expect(JSON.parse(jsonList(['{"a":1}', '{"a":2}']).text)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(JSON.parse(jsonList([]).text)).toEqual([]);
    expect(JSON.parse(jsonPage(['{"a":1}'], { total: 31, page: 2, pageSize: 30 }).text)).toEqual({
      items: [{ a: 1 }],
      total: 31,
      page: 2,
      pageSize: 30,
    });
  });
});

describe('JsonText.answerBytes', () => {
  it('is the answer `{"data":...}` in UTF-8, encoded once for every request that sends it', () => {
    const text = jsonList(['{"id":1,"name":"Zoé Łukasz"}']);
    const bytes = text.answerBytes();
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ data: [{ id: 1, name: 'Zoé Łukasz' }] });
    expect(bytes.length).toBe(Buffer.byteLength(`{"data":${text.text}}`));
    expect(text.answerBytes()).toBe(bytes);
  });
});
