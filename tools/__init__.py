"""Tools that write the project's generated data files (run from the repository root: `python3 -m tools.NAME --help`)."""
