import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { adminMessages } from './adminMessages';

export function SearchBar({
  label,
  value,
  onChange,
  onSearch,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Field label={label} className="min-w-64 flex-1">
        <Input type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      </Field>
      <Button type="submit" variant="outline">
        {adminMessages.search}
      </Button>
    </form>
  );
}
