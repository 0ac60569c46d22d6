/**
 * One choice among a few, as a labelled group of toggle buttons (aria-pressed, the chosen one pressed). Each
 * screen draws them in its own style: `buttonClass` is told whether the button is the chosen one.
 */
export function ChoiceButtons<T extends string>({ label, choices, value, onChange, choiceLabel, className, buttonClass }: {
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  choiceLabel: (choice: T) => string;
  className: string;
  buttonClass: (chosen: boolean) => string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <button key={choice} type="button" aria-pressed={value === choice} className={buttonClass(value === choice)} onClick={() => onChange(choice)}>
          {choiceLabel(choice)}
        </button>
      ))}
    </div>
  );
}
