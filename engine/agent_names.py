"""The agents' names, in a module that imports nothing, so that the command line's help can list them without
loading the engine (engine/agents.py's AGENTS is keyed by exactly these names; tests/engine/test_agent_names.py)."""
AGENT_NAMES = ("random", "greedy", "mcts", "mcts3", "mcts2", "mcts1", "mcts-flat")
AGENTS_HELP = "Comma-separated agents per seat: " + ", ".join(AGENT_NAMES)
