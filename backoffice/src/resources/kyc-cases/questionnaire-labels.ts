import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export type QuestionnaireKind = 'suitability' | 'fatca' | 'aml';

interface Text {
  th: string;
  en: string;
}

/** A question's label and its options' labels by value, in both languages. */
export interface QuestionLabels {
  label: Text;
  options: Map<string, Text>;
}

export type QuestionnaireLabels = Map<string, QuestionLabels>;

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Text).th === 'string' &&
  typeof (value as Text).en === 'string';

/**
 * Every question of a questionnaire's content, wherever it sits (suitability pages, AML items, FATCA parts):
 * items are `{ key, label, options: [{ value, label }] }`, FATCA questions `{ name, question }`.
 */
export function collectQuestionLabels(
  content: unknown,
  found: QuestionnaireLabels = new Map(),
): QuestionnaireLabels {
  if (Array.isArray(content)) {
    for (const item of content) collectQuestionLabels(item, found);
  } else if (typeof content === 'object' && content !== null) {
    const node = content as Record<string, unknown>;
    if (typeof node.key === 'string' && isText(node.label) && Array.isArray(node.options)) {
      const options = new Map<string, Text>();
      for (const option of node.options as { value?: unknown; label?: unknown }[]) {
        if (typeof option.value === 'string' && isText(option.label)) options.set(option.value, option.label);
      }
      found.set(node.key, { label: node.label, options });
    } else if (typeof node.name === 'string' && isText(node.question)) {
      found.set(node.name, { label: node.question, options: new Map() });
    }
    for (const value of Object.values(node)) collectQuestionLabels(value, found);
  }
  return found;
}

/**
 * The labels of the questionnaire version the customer answered. The API serves only the current version, so an
 * answer to an older one gets no labels (null) and is shown by its keys and values rather than mislabelled.
 */
export function useQuestionnaireLabels(kind: QuestionnaireKind, version: number | undefined) {
  const { data } = useQuery({
    queryKey: ['questionnaire', kind],
    enabled: version !== undefined,
    staleTime: 10 * 60 * 1000,
    retry: false,
    queryFn: async () => {
      const response = await fetch(`/api/questionnaires/${kind}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`questionnaire ${kind}: ${response.status}`);
      return (await response.json()) as { version: number };
    },
  });
  const labels = useMemo(() => (data ? collectQuestionLabels(data) : null), [data]);
  return data && data.version === version ? labels : null;
}
