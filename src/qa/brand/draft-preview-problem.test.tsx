import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { DraftPreviewProblem } from './draft-preview-problem.tsx';

describe('DraftPreviewProblem', () => {
  it('names each problem of the stored draft with its path', () => {
    renderWithProviders(
      <DraftPreviewProblem
        failure={{
          ok: false,
          reason: 'invalid',
          baseId: 'demo',
          problems: [{ path: '/app/id', text: 'id "demo" is also used by brands/demo.json' }],
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'The draft brand cannot be previewed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The saved draft has 1 problem:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '/app/id id "demo" is also used by brands/demo.json',
    );
    expect(screen.getByRole('link', { name: 'Open the brand studio' })).toHaveAttribute(
      'href',
      '/qa/brand',
    );
  });

  it('says when there is no draft, or its base is not shipped, in Vietnamese too', () => {
    const { unmount } = renderWithProviders(
      <DraftPreviewProblem failure={{ ok: false, reason: 'missing' }} />,
      { language: 'vi' },
    );
    expect(screen.getByText(/Trình duyệt này chưa lưu bản nháp nào/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <DraftPreviewProblem failure={{ ok: false, reason: 'unknownBase', baseId: 'gone' }} />,
    );
    expect(
      screen.getByText('The draft started from the brand gone, which this build does not ship.'),
    ).toBeInTheDocument();
  });
});
