// A visually hidden file input whose one label is the button: assistive technologies read two labels inconsistently.

export interface FilePickerProps {
  id: string;
  /** The button's words: "Choose a file", "Add another photo". */
  action: string;
  /** What the file is for, read after the action: "Choose a file for Your gas meter". */
  purpose: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the hint and error messages that describe the input. */
  describedBy?: readonly string[];
  onFiles: (files: File[]) => void;
}

export function FilePicker({ id, action, purpose, accept, multiple = false, disabled = false, describedBy = [], onFiles }: FilePickerProps) {
  return (
    <div className="ui-file-picker">
      <input
        id={id}
        className="ui-file-picker__input"
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again (after removing it or a failed upload) fires a change.
          event.target.value = '';
          if (chosen.length > 0) onFiles(chosen);
        }}
      />
      <label htmlFor={id} className="ui-button ui-button--secondary ui-file-picker__button">
        {action}
        <span className="ui-visually-hidden"> for {purpose}</span>
      </label>
    </div>
  );
}
