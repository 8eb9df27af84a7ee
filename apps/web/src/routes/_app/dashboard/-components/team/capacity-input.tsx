import { INBOX } from '@balasin/shared/inbox';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { TeamMember } from '../../../../../lib/api-types.ts';

type CapacityInputProps = {
  member: TeamMember;
  disabled: boolean;
  onChange: (member: TeamMember, capacity: number) => void;
};

/**
 * How many open conversations automatic assignment gives the member: saved when the field is
 * left or Enter is pressed, and only when it is a whole number within the limits (the browser
 * says what is wrong otherwise).
 */
export function CapacityInput({ member, disabled, onChange }: CapacityInputProps) {
  const { t } = useLocale();
  const [value, setValue] = useState(String(member.capacity));
  useEffect(() => setValue(String(member.capacity)), [member.capacity]);
  const commit = (input: HTMLInputElement) => {
    const capacity = Number(input.value);
    if (!input.checkValidity() || input.value === '' || capacity === member.capacity) {
      if (input.value === '') setValue(String(member.capacity));
      return;
    }
    onChange(member, capacity);
  };
  return (
    <input
      type="number"
      className="input team-capacity-input"
      inputMode="numeric"
      min={0}
      max={INBOX.capacityMax}
      step={1}
      value={value}
      disabled={disabled}
      aria-label={t('team.capacityOf', { name: member.name })}
      aria-describedby="team-capacity-hint"
      onChange={(event) => setValue(event.target.value)}
      onBlur={(event) => commit(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget);
      }}
    />
  );
}
