// MUI's styling engine (emotion and @mui/system), evaluated a step before the theme that builds on
// it (src/main.tsx, scripts/boot-steps.ts). Imported for its evaluation only.
import '@mui/styled-engine';
import '@mui/system/createStyled';
import '@mui/system/createTheme';
import '@mui/system/styleFunctionSx';
