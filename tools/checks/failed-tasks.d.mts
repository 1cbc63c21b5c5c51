export function failedTasks(log: string): string[];
export function taskOutput(log: string, task: string, maxLines: number): string;
