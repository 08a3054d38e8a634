/** A labelled select: the options as value and text, the choice reported as its value. */
export function SelectField({
  id,
  label,
  value,
  options,
  onValue,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { readonly value: string; readonly label: string }[];
  onValue: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
