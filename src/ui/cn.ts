import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names (clsx syntax) and resolves Tailwind conflicts so that later classes win. */
export const cn = (...classes: ClassValue[]): string => twMerge(clsx(classes));
