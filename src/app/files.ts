// The browser's own file dialogs for the JSON files the game reads and writes (a saved game, your
// record): open one (its text handed on), download one.

/** Asks the player for a JSON file and hands its text to `then` (nothing when the dialog is cancelled). */
export function pickJsonFile(then: (text: string) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.style.display = 'none';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.remove();
    if (!file) return;
    void file.text().then(then);
  });
  document.body.appendChild(input);
  input.click();
}

/** Downloads `text` as the JSON file `filename`. */
export function downloadJson(filename: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
