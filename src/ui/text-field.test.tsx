import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('names the input by its label and keeps it valid without an error', () => {
    render(<TextField id="amount" label="Amount" defaultValue="12" hint="Fee 0" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('12');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Fee 0');
  });

  it('marks the input invalid and describes it by the error, then the hint', () => {
    render(<TextField id="amount" label="Amount" error="Enter an amount" hint="Fee 0" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount Fee 0');
  });
});
