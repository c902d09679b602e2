import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sites  # noqa: E402

ROWS = 100_000


@pytest.fixture(scope="session")
def site():
    """A 100,000-row table (`/big/`), a 1,000-row one (`/small/`) and one whose rows link to
    rows on other paginated pages (`/links/`), served on loopback."""
    output = sites.build_site({
        "big": sites.table_json(ROWS, "Big"),
        "small": sites.table_json(1000, "Small", style="plain"),
        "links": sites.linked_rows_json(3000, {1500: 2900, 2500: 5}),
    })
    base, server = sites.serve(output)
    yield base, output
    server.shutdown()
