export type FileFormat = 'docx' | 'pdf';

export const contentTypes: Record<FileFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};
