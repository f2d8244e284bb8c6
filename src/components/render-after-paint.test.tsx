import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderAfterPaint } from './render-after-paint';

describe('RenderAfterPaint', () => {
  it('commits the fallback first, then the children in a second render', async () => {
    const committed: string[] = [];
    function Mark({ name }: { name: string }) {
      useLayoutEffect(() => {
        committed.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    render(
      <RenderAfterPaint fallback={<Mark name="skeleton" />}>
        <Mark name="page" />
      </RenderAfterPaint>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(committed).toEqual(['skeleton', 'page']);
  });
});
