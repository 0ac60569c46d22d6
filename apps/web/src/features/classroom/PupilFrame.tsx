import type { ReactNode } from 'react';

/** The big, friendly frame of the pupil's sign-in screens: a title, a line under it, and the step. */
export function PupilFrame({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-8 sm:py-12">
      <div className="rounded-3xl border border-primary-100 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-center text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-2 text-center text-lg text-gray-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
