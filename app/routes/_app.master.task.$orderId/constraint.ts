/** The HTML limits of the task page's fields, read from their schemas by the loader (task.server.ts). */
export type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;
