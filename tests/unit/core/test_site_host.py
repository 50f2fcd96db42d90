"""The static site's host (`aggravation_nb.server.site_host`, what `scripts/serve-site` runs for a class):
gzip where it helps, a 304 for a file the browser has, and each file compressed once however many
browsers ask for it at the same moment."""

from __future__ import annotations

import gzip
import threading
import urllib.request

import pytest

from aggravation_nb.server import site_host


@pytest.fixture
def site(tmp_path):
    (tmp_path / "big.js").write_text("const card = '7♣';\n" * 100_000, encoding="utf-8")
    (tmp_path / "kernel.snapshot.gz").write_bytes(gzip.compress(b"x" * 1000))
    server = site_host.host(tmp_path)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)  # stops at once
    thread.start()
    yield tmp_path, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def fetch(url: str, **headers: str) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip", **headers})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def test_thirty_browsers_asking_at_once_get_one_compression_of_the_file(site, monkeypatch):
    folder, base = site
    compressions, real, start = [], gzip.compress, threading.Barrier(30)
    monkeypatch.setattr(
        site_host.gzip, "compress", lambda data, **options: compressions.append(1) or real(data, **options)
    )
    bodies: list[bytes] = []

    def browser() -> None:
        start.wait()
        bodies.append(fetch(f"{base}/big.js")[2])

    browsers = [threading.Thread(target=browser) for _ in range(30)]
    for each in browsers:
        each.start()
    for each in browsers:
        each.join()
    assert len(bodies) == 30 and {gzip.decompress(body) for body in bodies} == {(folder / "big.js").read_bytes()}
    assert len(compressions) == 1


def test_a_file_the_browser_has_is_a_304_and_a_compressed_file_goes_as_it_is(site):
    folder, base = site
    status, headers, body = fetch(f"{base}/big.js")
    assert (
        status == 200 and headers["Content-Encoding"] == "gzip" and len(body) < (folder / "big.js").stat().st_size / 10
    )
    assert fetch(f"{base}/big.js", **{"If-None-Match": headers["ETag"]})[0] == 304
    status, headers, body = fetch(f"{base}/kernel.snapshot.gz")
    assert status == 200 and "Content-Encoding" not in headers and body == (folder / "kernel.snapshot.gz").read_bytes()


def test_pupils_are_given_the_index_app_not_the_sites_root_which_may_be_the_documentation():
    assert site_host.pupils_addresses(["10.0.0.5", "192.168.1.20"], 8000) == [
        "http://10.0.0.5:8000/voici/render/index.html",
        "http://192.168.1.20:8000/voici/render/index.html",
    ]
    assert site_host.pupils_addresses([], 8123) == ["http://127.0.0.1:8123/voici/render/index.html"]
