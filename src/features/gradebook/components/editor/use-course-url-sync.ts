import { useEffect, useRef } from 'react';

interface Options {
  /** `?course=` of the address (undefined: DEFAULT). */
  courseParam: string | undefined;
  /** The course of the template on screen (undefined: DEFAULT). */
  selectedCourse: string | undefined;
  /** The address asks for another course (a link, Back/Forward): select it, asking first if there are unsaved changes. */
  onParamChange: (course: string | undefined) => void;
  /** Writes the address (replace, so picking courses does not fill the history). */
  writeParam: (course: string | undefined) => void;
}

/**
 * Keeps `?course=` and the selection in step, both ways, without loops: the address is read when
 * it changes from outside; the selection (picker, Reset, Undo across a Reset) is written back so a
 * reload shows the same course. `synced` remembers the last value both sides agreed on.
 */
export function useCourseUrlSync({ courseParam, selectedCourse, onParamChange, writeParam }: Options) {
  const synced = useRef(courseParam);
  const latest = useRef({ onParamChange, writeParam, selectedCourse });
  latest.current = { onParamChange, writeParam, selectedCourse };

  useEffect(() => {
    if (courseParam === synced.current) return;
    synced.current = courseParam;
    if (courseParam !== latest.current.selectedCourse) latest.current.onParamChange(courseParam);
  }, [courseParam]);

  useEffect(() => {
    if (selectedCourse === synced.current) return;
    synced.current = selectedCourse;
    latest.current.writeParam(selectedCourse);
  }, [selectedCourse]);
}
