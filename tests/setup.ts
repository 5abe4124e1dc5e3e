// Adds Testing Library's DOM matchers (toBeInTheDocument, toHaveAttribute…) to expect.
import '@testing-library/jest-dom/vitest';
