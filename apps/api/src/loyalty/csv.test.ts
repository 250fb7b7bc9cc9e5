import { describe, expect, it } from 'vitest';
import { parseMembers, parsePurchases } from './csv';

describe('point-of-sale CSV', () => {
  it('reads quoted fields, doubled quotes, CRLF, a byte-order mark and blank lines', () => {
    const text = '\uFEFFreceipt_number,member_number,purchased_on,amount_hkd\r\n"R1, till 2","M""1",2026-02-01,1200\r\n\r\nR2,M2,2026-02-02,10\r\n';
    expect(parsePurchases(text)).toEqual([
      { memberNumber: 'M"1', purchase: { receiptNumber: 'R1, till 2', purchasedOn: '2026-02-01', amountHkd: 1200 } },
      { memberNumber: 'M2', purchase: { receiptNumber: 'R2', purchasedOn: '2026-02-02', amountHkd: 10 } },
    ]);
  });

  it('reads members, normalising phone numbers and emails', () => {
    const text = [
      'member_number,salutation,first_name,last_name,phone,email,birth_month,joined_on,tier',
      'M1,Ms.,Mei,Chan,+852 9123 4567,Mei.Chan@Example.com,9,2021-03-14,Gold',
      'M2,Mr.,"Ka Ho",Wong,,kaho@example.com,,2022-01-01,Silver',
    ].join('\n');
    const members = parseMembers(text, 2026);
    expect(members[0]).toMatchObject({ phone: '+85291234567', email: 'mei.chan@example.com', birthMonth: 9, tier: 'Gold', tierYear: 2026 });
    expect(members[1]).toMatchObject({ firstName: 'Ka Ho', phone: null, birthMonth: null });
  });

  it('names the line and field of a bad row', () => {
    const header = 'member_number,salutation,first_name,last_name,phone,email,birth_month,joined_on,tier';
    expect(() => parseMembers(`${header}\nM1,Dr.,A,B,,a@example.com,,2020-01-01,Gold`, 2026)).toThrow(/line 2: salutation/);
    expect(() => parseMembers(`${header}\nM1,Ms.,A,B,+852 1234,,,2020-01-01,Gold`, 2026)).toThrow(/line 2: phone/);
    expect(() => parseMembers('member_number,salutation\nM1,Ms.', 2026)).toThrow(/Missing column/);
    // The line of the file, blank lines counted.
    expect(() => parseMembers(`${header}\nM1,Ms.,A,B,,a@example.com,,2020-01-01,Gold\n\nM2,Ms.,A,B,,,,2020-01-01,Gold`, 2026)).toThrow(/line 4: a member needs/);
  });

  it('reads purchases and returns', () => {
    const purchases = parsePurchases('receipt_number,member_number,purchased_on,amount_hkd\nR1,M1,2026-02-01,1200.50\nR2,M1,2026-02-03,-300');
    expect(purchases).toEqual([
      { memberNumber: 'M1', purchase: { receiptNumber: 'R1', purchasedOn: '2026-02-01', amountHkd: 1200.5 } },
      { memberNumber: 'M1', purchase: { receiptNumber: 'R2', purchasedOn: '2026-02-03', amountHkd: -300 } },
    ]);
  });
});
