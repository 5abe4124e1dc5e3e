import type { Template } from '@schemas/api/documents';
import type { TemplateSummary } from '@schemas/api/templates';
import type { TemplateRow } from '../db/templateTables';
import { formatSpecDate } from '../documents/formatSpecDate';

export function toTemplateSummary(row: Omit<TemplateRow, 'content'>): TemplateSummary {
  return {
    id: row.id,
    documentId: row.document_id,
    name: row.name,
    date: formatSpecDate(row.template_date),
    version: row.version,
  };
}

export function toTemplate(row: TemplateRow): Template {
  return { ...toTemplateSummary(row), content: row.content };
}
