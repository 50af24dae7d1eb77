"""`gah simulate --scheduler`: the same rows on a real Dask cluster (a LocalCluster on this machine) as on the pool."""
from __future__ import annotations

import pytest

distributed = pytest.importorskip("distributed")

from gah.balance import read_results  # noqa: E402
from gah.errors import UserError  # noqa: E402
from gah.simulating import Plan, results_text, run_dask, run_local  # noqa: E402
from tests.safety.support import gah  # noqa: E402
from tests.simulate.support import catalog  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp", host="127.0.0.1",
                                  dashboard_address=":0") as running:
        yield running


def test_dask_gives_the_rows_of_the_local_pool(cluster) -> None:
    plan = Plan(5, 2, ("greedy", "random"), 3)
    assert run_dask(catalog(), plan, cluster.scheduler_address) == run_local(catalog(), plan, 2)


def test_the_command_on_a_scheduler_writes_the_pool_s_file(cluster, tmp_path) -> None:
    address = cluster.scheduler_address
    assert address.startswith("tcp://127.0.0.1:")
    on_dask = gah("simulate", "--games", "4", "--seed", "9", "--scheduler", address, "--out", str(tmp_path / "d.csv"))
    assert on_dask.returncode == 0, on_dask.stderr
    local = run_local(catalog(), Plan(4, 2, ("greedy",), 9), 2)
    assert (tmp_path / "d.csv").read_text(encoding="utf-8") == results_text(local, "csv")
    assert len(read_results(tmp_path / "d.csv").rows) == 8


def test_an_unreachable_scheduler_is_a_clean_error() -> None:
    with pytest.raises(UserError, match="cannot reach the Dask scheduler"):
        run_dask(catalog(), Plan(1, 2, ("greedy",), 1), "tcp://127.0.0.1:9")


def test_a_scheduler_without_workers_is_a_clean_error() -> None:
    with distributed.LocalCluster(n_workers=0, processes=False, protocol="tcp", host="127.0.0.1", dashboard_address=":0") as empty:
        with pytest.raises(UserError, match="the scheduler has no workers"):
            run_dask(catalog(), Plan(1, 2, ("greedy",), 1), empty.scheduler_address)
