import { createIntl } from 'react-intl';
import { placeholdersOf } from '@courier/shared';
import { clientEventSentence, clientEventValues, clientEventsEn, clientEventsFr } from '../src/events';

/** A translate function good enough to see which message and values a sentence asks for. */
const echo = (id: string, values: Record<string, string | number>) => `${id} ${JSON.stringify(values)}`;

describe("a client's timeline words", () => {
  it('have the same ids and placeholders in English and French', () => {
    expect(Object.keys(clientEventsFr).sort()).toEqual(Object.keys(clientEventsEn).sort());
    for (const id of Object.keys(clientEventsEn) as (keyof typeof clientEventsEn)[])
      expect([id, placeholdersOf(clientEventsFr[id])]).toEqual([id, placeholdersOf(clientEventsEn[id])]);
  });

  it('give amounts in euros, counts as numbers, ids as text and empty texts as none', () => {
    expect(
      clientEventValues({ amountCents: 12050, sessions: 2, requestId: 1234, cc: '', poNumber: null }),
    ).toEqual({
      event: 'other',
      amount: 120.5,
      sessions: 2,
      requestId: '1234',
      cc: 'none',
      poNumber: 'none',
    });
    expect(clientEventValues(null)).toBeNull();
    expect(clientEventValues([1])).toBeNull();
  });

  it("say the kind's sentence, or the stored summary for old rows and unknown kinds", () => {
    expect(
      clientEventSentence(echo, { kind: 'closed', summary: 'Account closed: x', data: { comment: 'x' } }),
    ).toBe('shared.clientEvent.says.closed {"event":"other","comment":"x"}');
    expect(clientEventSentence(echo, { kind: 'closed', summary: 'Account closed: x', data: null })).toBe(
      'Account closed: x',
    );
    expect(
      clientEventSentence(echo, { kind: 'chat_room', summary: 'Room opened', data: { roomId: 3 } }),
    ).toBe('Room opened');
    const fails = () => {
      throw new Error('bad values');
    };
    expect(clientEventSentence(fails, { kind: 'closed', summary: 'Account closed: x', data: {} })).toBe(
      'Account closed: x',
    );
  });

  it("name the changed fields in the reader's words, whether stored joined or as a list", () => {
    const intl = createIntl({ locale: 'fr-FR', messages: clientEventsFr, onError: () => undefined });
    const fr = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const summary = 'Client-side user jo@acme.example: changed: firstName, chatRoomsIds';
    const changed = { email: 'jo@acme.example', event: 'changed', sessions: 0 };
    expect(
      clientEventSentence(fr, {
        kind: 'cfr_user',
        summary,
        data: { ...changed, fields: 'firstName, chatRoomsIds' },
      }),
    ).toBe('Utilisateur client jo@acme.example : modifié : prénom, salons de discussion');
    expect(
      clientEventSentence(fr, {
        kind: 'cfr_user',
        summary,
        data: { ...changed, fields: ['lastName', 'somethingNew'] },
      }),
    ).toBe('Utilisateur client jo@acme.example : modifié : nom, somethingNew');
    expect(
      clientEventSentence(fr, {
        kind: 'updated',
        summary: 'Changed: phone',
        data: { fields: 'phone, city' },
      }),
    ).toBe('Modifié : téléphone, ville');
  });
});
