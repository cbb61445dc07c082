import { moneyMailChanges } from '../../src/domain/moneyMail';
import { useSeededApp } from './moneyMailSetup';

useSeededApp();

describe('moneyMailChanges', () => {
  const route = (email: string | null, cc = false, ccOverdue = false) => ({
    email,
    clientEmailCc: cc,
    clientEmailCcOverdue: ccOverdue,
  });
  test('names what moves: the designation, the flags, and an email only of a contact that receives some mail', () => {
    const none = { billingContactId: 1, contacts: new Map() };
    expect(moneyMailChanges(none, { billingContactId: 2, contacts: new Map() })).toEqual([
      'billingContactId',
    ]);
    expect(moneyMailChanges(none, none)).toEqual([]);
    const plain = (email: string) => ({ billingContactId: 1, contacts: new Map([[5, route(email)]]) });
    expect(moneyMailChanges(plain('a@x.test'), plain('b@x.test'))).toEqual([]);
    const billing = (email: string) => ({ billingContactId: 5, contacts: new Map([[5, route(email)]]) });
    expect(moneyMailChanges(billing('a@x.test'), billing('b@x.test'))).toEqual(['email']);
    expect(
      moneyMailChanges(
        { billingContactId: 1, contacts: new Map([[5, route('a@x.test')]]) },
        { billingContactId: 1, contacts: new Map([[5, route('b@x.test', true, true)]]) },
      ),
    ).toEqual(['email', 'clientEmailCc', 'clientEmailCcOverdue']);
    // A new contact (absent before) counts by what it receives.
    expect(
      moneyMailChanges(
        { billingContactId: 1, contacts: new Map() },
        { billingContactId: 1, contacts: new Map([[-1, route('m@x.test')]]) },
      ),
    ).toEqual([]);
    expect(
      moneyMailChanges(
        { billingContactId: 1, contacts: new Map() },
        { billingContactId: 1, contacts: new Map([[-1, route('m@x.test', true)]]) },
      ),
    ).toEqual(['email', 'clientEmailCc']);
  });
});
