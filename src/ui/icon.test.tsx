import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it('marks the icons that point along the reading direction, to be mirrored right to left', () => {
    const { container } = render(
      <>
        <Icon name="chevronLeft" />
        <Icon name="chevronRight" />
        <Icon name="menu" />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(classes).toEqual(['icon icon--directional', 'icon icon--directional', 'icon']);
  });
});
