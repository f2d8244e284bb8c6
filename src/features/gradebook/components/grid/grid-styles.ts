import type { SystemStyleObject } from '@chakra-ui/react';
import { ROW_HEIGHT } from './grid-cells';

export const GROUP_ROW_HEIGHT = 32;
export const NAMES_ROW_HEIGHT = 52;
export const AVERAGES_ROW_HEIGHT = 32;
export const HEADER_HEIGHT = GROUP_ROW_HEIGHT + NAMES_ROW_HEIGHT + AVERAGES_ROW_HEIGHT;

/**
 * The grid's one stylesheet. Cells are plain elements with class names (no per-cell style props),
 * so rendering a screenful of cells while scrolling stays cheap.
 */
export const gridStyles: SystemStyleObject = {
  '& .gg-viewport': { position: 'relative', overflow: 'auto', height: '100%', outline: 'none' },
  '& .gg-head': { position: 'sticky', top: 0, zIndex: 3, bg: 'bg' },
  '& .gg-head-row, & .gg-row': { display: 'flex' },
  '& .gg-groups': { height: `${GROUP_ROW_HEIGHT}px` },
  '& .gg-names': { height: `${NAMES_ROW_HEIGHT}px` },
  '& .gg-averages': { height: `${AVERAGES_ROW_HEIGHT}px`, fontWeight: 'medium' },
  '& .gg-body': { position: 'relative' },
  '& .gg-row': { position: 'absolute', top: 0, left: 0, height: `${ROW_HEIGHT}px`, contain: 'layout style' },
  '& .gg-row[data-editing]': { zIndex: 2 },
  '& .gg-data': { position: 'relative', flexShrink: 0, height: '100%' },
  // Fixed-size cells: containment keeps a cell's style, layout and paint work to itself while scrolling.
  '& .gg-data > .gg-cell': { position: 'absolute', top: 0, left: 0, height: '100%', contain: 'strict' },
  '& .gg-data > .gg-cell[data-editing]': { contain: 'none' },
  '& .gg-cell': {
    display: 'flex',
    alignItems: 'center',
    px: '2',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    bg: 'bg',
    borderRightWidth: '1px',
    borderBottomWidth: '1px',
    borderColor: 'border',
    outline: 'none',
    cursor: 'default',
  },
  '& .gg-head .gg-cell': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& .gg-averages .gg-cell': { bg: 'bg.subtle', fontWeight: 'medium', borderBottomWidth: '2px' },
  '& .gg-name': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    flexShrink: 0,
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    lineHeight: 'short',
  },
  '& .gg-total': { position: 'sticky', right: 0, zIndex: 1, flexShrink: 0, justifyContent: 'flex-end', fontWeight: 'semibold' },
  '& .gg-name, & .gg-head .gg-name': { borderRightWidth: '2px' },
  '& .gg-total, & .gg-head .gg-total': { borderLeftWidth: '2px' },
  '& .gg-corner': { zIndex: 4 },
  '& .gg-student': { fontWeight: 'medium', maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .gg-number': { fontSize: 'xs', color: 'fg.muted' },
  '& .gg-score, & .gg-percent, & .gg-total': { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' },
  '& .gg-names .gg-score, & .gg-names .gg-percent': {
    flexDirection: 'column',
    alignItems: 'flex-end',
    justifyContent: 'center',
    lineHeight: 'short',
  },
  '& .gg-title': { maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .gg-detail': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' },
  '& .gg-percent': { bg: 'bg.subtle' },
  // `clip`, not `hidden`: a hidden overflow would make the cell the label's sticky scroll box.
  '& .gg-cell.gg-group': { justifyContent: 'flex-start', borderRightWidth: '2px', bg: 'bg.emphasized', overflow: 'clip' },
  // The division's name stays in view while its columns scroll under the name column.
  '& .gg-group-label': { position: 'sticky', left: 'calc(var(--gg-name) + 8px)' },
  // Automatic scores are read-only: muted, and italic so it does not rest on colour alone.
  '& .gg-score[data-auto]': { color: 'fg.muted', fontStyle: 'italic' },
  '& .gg-score[data-state="missing"]': { color: 'fg.error', fontWeight: 'semibold', fontSize: 'xs', textTransform: 'uppercase' },
  '& .gg-score[data-state="excused"]': { color: 'fg.muted', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& .gg-score[data-state="empty"]': { color: 'fg.subtle' },
  '& .gg-body .gg-cell:hover': { bg: 'bg.subtle' },
  '& .gg-cell[data-active]': { outline: '2px solid', outlineColor: 'border.emphasized', outlineOffset: '-2px' },
  '& .gg-cell[data-active]:focus, & .gg-cell:focus-visible': { outlineColor: 'colorPalette.solid' },
  // (A data attribute, not `:has()`: `:has` makes every DOM change under the grid re-check styles.)
  '& .gg-cell[data-editing]': { overflow: 'visible', p: 0 },
  '& .gg-input': {
    width: '100%',
    height: '100%',
    px: '2',
    textAlign: 'right',
    bg: 'bg.panel',
    color: 'fg',
    fontSize: 'sm',
    outline: '2px solid',
    outlineColor: 'colorPalette.solid',
    outlineOffset: '-2px',
  },
  '& .gg-input[aria-invalid]': { outlineColor: 'border.error' },
  '& .gg-error': {
    position: 'absolute',
    top: '100%',
    right: 0,
    zIndex: 5,
    width: 'max-content',
    maxW: '260px',
    whiteSpace: 'normal',
    bg: 'red.700',
    color: 'white',
    fontSize: 'xs',
    px: '2',
    py: '1',
    borderRadius: 'l2',
    boxShadow: 'md',
  },
  '& .sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
};
