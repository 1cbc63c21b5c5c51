export function failedTaskReports(log: string, maxLines: number): { task: string; report: string }[];
