"""The `covers` mark of the component scenarios (tests/cards/lets_waltz/scenes.py)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "covers(kind, *idents): the test is a scenario of these expansion components")
