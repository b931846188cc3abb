import styled from 'styled-components';

const Details = styled.details`
  margin-top: 1.25rem;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  pre {
    margin: 0.75rem 0 0;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.8125rem;
  }
`;

/** The collapsed 'Technical details' section of the error screens: what failed, for support. */
export function TechnicalDetails({ error }: { error: Error }) {
  return (
    <Details>
      <summary>Technical details</summary>
      <pre>{error.message || error.name}</pre>
    </Details>
  );
}
