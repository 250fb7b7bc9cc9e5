import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boutiqueFileSchema } from '@oriel/contracts';
import { InForm } from '../testing/in-form';
import { factFields } from '../lib/schema-fields';
import { EntryFacts } from './entry-fields';

describe("an entry's facts", () => {
  it("lists a boutique's opening hours Monday to Sunday, whatever order the database kept them in", () => {
    // As jsonb returns them: its own key order, not the file's.
    const openingHours = { fri: '10:30-20:00', mon: '10:30-20:00', sat: '11:00-21:00', sun: 'closed', thu: '10:30-20:00', tue: '10:30-20:00', wed: '10:30-20:00' };
    render(
      <InForm>
        <EntryFacts document={{ slug: 'central', kind: 'permanent', openingHours }} facts={factFields(boutiqueFileSchema)} />
      </InForm>,
    );
    const group = screen.getByRole('group', { name: /Opening hours/ });
    const labels = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});
