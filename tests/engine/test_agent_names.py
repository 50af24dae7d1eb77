"""The command line lists the agents from engine/agent_names.py; the engine's table must hold the same names."""
from engine.agent_names import AGENT_NAMES
from engine.agents import AGENTS


def test_the_help_names_every_agent_and_only_those() -> None:
    assert tuple(AGENTS) == AGENT_NAMES
