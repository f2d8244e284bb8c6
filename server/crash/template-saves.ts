/**
 * Crash scenario: gradebook template saves (`POST /api/v1/gradebook/template/save`). A teacher's
 * writers save one course's template over and over, each save a complete template generated
 * from its sequence number (`templateOf`), so any stored template names the save it came from and
 * can be rebuilt and compared field by field. Saves are version-checked: racing writers get 409s
 * and retry from the version the 409 names.
 *
 * After each restart the stored template must parse with the contract's schema, equal exactly
 * the save its content names (or the original), and be at least as new as the last acknowledged
 * save: an acknowledged version holds the content of the save acknowledged with it, and a
 * version beyond them comes from a save cut off by the kill. The audit log (written in the save's
 * transaction) must hold exactly one entry per version saved since the start: no version counted
 * twice, none written without its audit row or the other way round.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import type { CatalogueAttribute, Division, GradebookTemplate, TemplateAttribute } from '@/contract/schemas/gradebook';
import { sqlRows } from '../db/sql-rows';
import { type ApiSession, dataOf, signIn } from './api';
import type { CrashScenario } from './harness';
import type { CrashImage } from './targets';

interface Content {
  gradings: Division[];
  unassigned: TemplateAttribute[];
}

interface TemplateState {
  api: ApiSession;
  course: { _id: string; name: string };
  templateId: string;
  catalogue: CatalogueAttribute[];
  /** The seeded version: the audit log holds one entry for each version after it. */
  firstVersion: number;
  /** What the template held at the start of the round (version and content). */
  stored: { version: number; content: Content };
  nextSeq: number;
  /** Per round: the version each acknowledged save got, and the saves that got no answer. */
  acknowledged: Map<number, number>;
  cutOff: Set<number>;
}

/** A complete template made from a save's sequence number: 1–3 divisions of 1–2 attributes, and a draft. */
export function templateOf(seq: number, catalogue: CatalogueAttribute[]): Content {
  const divisions = 1 + (seq % 3);
  const gradings = Array.from({ length: divisions }, (_, d) => ({
    _id: `save-${seq}-division-${d}`,
    name: `Save ${seq} part ${d + 1}`,
    weight: d === 0 ? 100 - (divisions - 1) * 20 : 20,
    attributes: Array.from({ length: 1 + ((seq + d) % 2) }, (_, a) => ({
      _id: `save-${seq}-attribute-${d}-${a}`,
      name: `Save ${seq} attribute ${d + 1}.${a + 1}`,
      maxScore: 10 + ((seq + a) % 90),
      type: 'points' as const,
      _attribute: catalogue[(seq + d + a) % catalogue.length]!,
    })),
  }));
  const unassigned = [{ _id: `save-${seq}-draft`, name: `Save ${seq} draft`, maxScore: null, type: null, _attribute: null }];
  return { gradings, unassigned };
}

/** The save a stored template names (its draft's id), or null for one this scenario did not write. */
const seqOf = (content: Content) => {
  const match = /^save-(\d+)-draft$/.exec(content.unassigned[0]?._id ?? '');
  return match ? Number(match[1]) : null;
};

const contentOf = (template: GradebookTemplate): Content => ({ gradings: template.gradings, unassigned: template.unassigned });

async function storedTemplate(state: Pick<TemplateState, 'api' | 'course'>): Promise<GradebookTemplate> {
  const all = gradebookEndpoints.gradebookAll.response.parse(dataOf(await state.api.get('/api/v1/gradebook/get/all'), 'get/all'));
  const template = all.find((t) => t._course?._id === state.course._id);
  if (!template) throw new Error(`no template for ${state.course.name}`);
  return template;
}

/** Versions the audit log records for this template, in order. */
async function auditedVersions(state: TemplateState, image: CrashImage) {
  const rows = await sqlRows(
    image.database.db,
    sql<{ version: number }>`select (meta->>'version')::int as version from audit_log
      where entity = 'gradebook_template' and entity_id = ${state.templateId} order by 1`,
  );
  return rows.map((r) => r.version);
}

export const templateSaves: CrashScenario<TemplateState> = {
  name: 'template-saves',
  unit: 'saves',
  writers: 3,

  async setup(baseUrl) {
    const api = await signIn(baseUrl, 'teacher@demo.test');
    const courses = dataOf<Array<{ _id: string; name: string; hasTemplate: boolean }>>(
      await api.get('/api/v1/gradebook/courses/get/all'),
      'courses',
    );
    const course = courses.find((c) => c.hasTemplate);
    if (!course) throw new Error('the teacher has no course with a template');
    const catalogue = dataOf<CatalogueAttribute[]>(await api.get('/api/v1/gradebook/attribute/get'), 'catalogue');
    const template = await storedTemplate({ api, course });
    return {
      api,
      course: { _id: course._id, name: course.name },
      templateId: template._id,
      catalogue,
      firstVersion: template.version,
      stored: { version: template.version, content: contentOf(template) },
      nextSeq: 1,
      acknowledged: new Map(),
      cutOff: new Set(),
    };
  },

  async write(state, load) {
    let version = state.stored.version;
    while (!load.stopped) {
      const seq = state.nextSeq++;
      const body = {
        _id: state.templateId,
        _course: state.course,
        type: 'COURSE',
        ...templateOf(seq, state.catalogue),
        version,
      };
      const answer = await load.send(() => state.api.post('/api/v1/gradebook/template/save', body));
      if (answer === null) {
        state.cutOff.add(seq);
        return;
      }
      if (answer.status === 200) {
        version = dataOf<GradebookTemplate>(answer, 'save').version;
        state.acknowledged.set(version, seq);
      } else if (answer.status === 409) {
        // Another writer saved first: retry from the version it made (this save was not applied).
        version = (answer.body as { current: GradebookTemplate }).current.version;
      } else {
        throw new Error(`template save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }
  },

  async verify(state, image) {
    const template = await storedTemplate(state);
    const content = contentOf(template);
    const seq = seqOf(content);
    const lastAcknowledged = Math.max(state.stored.version, ...state.acknowledged.keys());

    // Durability: nothing acknowledged is lost.
    expect(template.version, 'stored version vs last acknowledged').toBeGreaterThanOrEqual(lastAcknowledged);
    // Whole: the version names one save, and the content is exactly that save's.
    const expectedSeq =
      template.version === state.stored.version ? seqOf(state.stored.content) : (state.acknowledged.get(template.version) ?? seq);
    if (template.version > lastAcknowledged) {
      // Beyond the acknowledged saves: one save cut off by the kill, applied before it.
      expect(state.cutOff.has(seq ?? -1), `version ${template.version} holds save ${seq}, which was not in flight at the kill`).toBe(true);
      expect(template.version - lastAcknowledged).toBeLessThanOrEqual(state.cutOff.size);
    }
    expect(seq, `version ${template.version}`).toBe(expectedSeq);
    expect(content).toEqual(seq === null ? state.stored.content : templateOf(seq, state.catalogue));

    // The crash image the suite opened says the same, and the version counter matches the audit log.
    const [row] = await sqlRows(
      image.database.db,
      sql<{ version: number; gradings: Division[]; unassigned: TemplateAttribute[] }>`
        select version, gradings, unassigned from gradebook_templates where id = ${state.templateId}`,
    );
    expect(row).toEqual({ version: template.version, ...content });
    const versions = await auditedVersions(state, image);
    const expected = Array.from({ length: template.version - state.firstVersion }, (_, i) => state.firstVersion + 1 + i);
    expect(versions, 'audited versions').toEqual(expected);

    state.stored = { version: template.version, content };
    state.acknowledged = new Map();
    state.cutOff = new Set();
    return 1 + versions.length;
  },
};
