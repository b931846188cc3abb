import { screen, within } from '@testing-library/react';
import { AdvancedDuplicateDialog } from '..';
import {
  answerPerformers,
  bookingDto,
  DEPARTMENTS,
  renderDialog,
} from '../../../test-support/booking-form-fixtures';

function openAdvancedDuplicate() {
  answerPerformers();
  return renderDialog(
    <AdvancedDuplicateDialog booking={bookingDto()} departments={DEPARTMENTS} onClose={jest.fn()} />,
  );
}

/** Each ticked performer with the instrument their select shows. */
async function tickedPerformers(): Promise<[string, string][]> {
  const performers = screen.getByRole('group', { name: 'Performers' });
  await within(performers).findByRole('checkbox', { name: 'Cara Lee' });
  return within(performers)
    .getAllByRole('checkbox')
    .filter((checkbox) => (checkbox as HTMLInputElement).checked)
    .map((checkbox) => {
      const name = checkbox.nextElementSibling?.textContent ?? '';
      const select = screen.getByRole('combobox', { name: `Instrument for ${name}` }) as HTMLSelectElement;
      return [name, select.value];
    });
}

describe("Advanced Duplicate: unticking 'Keep original performers'", () => {
  it('when unticked, then the original performers stay ticked, each with their own instrument', async () => {
    const { user } = openAdvancedDuplicate();
    const keep = screen.getByRole('checkbox', { name: 'Keep original performers' });

    await user.click(keep);

    expect(await tickedPerformers()).toEqual([
      ['Ana Reyes', 'vocals'],
      ['Ben Ortiz', 'piano'],
    ]);
  });

  it('when ticked again and unticked after Leave performers blank, then the performers and their instruments are still together', async () => {
    const { user } = openAdvancedDuplicate();
    await user.click(screen.getByRole('checkbox', { name: 'Leave performers blank' }));
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));

    expect(await tickedPerformers()).toEqual([
      ['Ana Reyes', 'vocals'],
      ['Ben Ortiz', 'piano'],
    ]);
  });

  it('when the ensemble changed before unticking, then nobody is ticked (a new ensemble clears the performers)', async () => {
    const { user } = openAdvancedDuplicate();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ensemble' }), 'Trio');
    await user.click(screen.getByRole('checkbox', { name: 'Keep original performers' }));

    expect(await tickedPerformers()).toEqual([]);
    expect(screen.queryByRole('combobox', { name: /^Instrument for / })).not.toBeInTheDocument();
  });
});
