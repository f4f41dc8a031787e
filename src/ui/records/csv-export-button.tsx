import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadCsv, toCsv, type CsvColumn } from './csv.ts';
import { recordsMessages as m } from './records-messages.ts';

/**
 * Exports the filtered rows as a CSV file: `loadRows` gives every row the filters select (the
 * platform's answer without paging, or rows already at hand); the file is made in the
 * browser. While it loads the button is busy; a failure or nothing to export is said beside it.
 */
export function CsvExportButton<T>({
  fileName,
  columns,
  loadRows,
  disabled = false,
}: {
  /** The file's name, with `.csv`. */
  fileName: string;
  columns: readonly CsvColumn<T>[];
  loadRows: () => Promise<readonly T[]>;
  disabled?: boolean;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'empty'>('idle');
  const run = async () => {
    setState('busy');
    try {
      const rows = await loadRows();
      if (rows.length === 0) {
        setState('empty');
        return;
      }
      downloadCsv(fileName, toCsv(columns, rows));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="records-export">
      <button
        type="button"
        className="records-button"
        data-testid="records-export"
        disabled={disabled || state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        onClick={() => void run()}
      >
        <FormattedMessage {...(state === 'busy' ? m.exporting : m.exportCsv)} />
      </button>
      {(state === 'failed' || state === 'empty') && (
        <span className="records-export__note" role="status">
          <FormattedMessage {...(state === 'failed' ? m.exportFailed : m.exportEmpty)} />
        </span>
      )}
    </div>
  );
}
