import { gradeEntry } from './grade-entry';
import { crashSuite } from './suite';

crashSuite(gradeEntry);
