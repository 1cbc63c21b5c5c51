// React and its DOM renderer, the largest part of the stack, evaluated in a task of their own (stack.ts).
import 'react';
import 'react-dom/client';
import { yieldToMain } from '@dungeon/scheduling';

await yieldToMain();
