# One resident LibreOffice for the Node converter (server/generation/pdf/ConverterWorker.ts).
#
# Started by Node as the leader of its own process group, with Debian's python3 (the one
# python3-uno is built for). It starts soffice.bin in the same group, connects to it over a named
# pipe (UNO), then converts one job at a time: a JSON line on stdin
# {"id", "input", "output"} -> a JSON line on stdout {"id", "ok", "error"?}.
#
# Safety and lifetime:
# - Both this bridge and soffice.bin get PR_SET_PDEATHSIG=SIGKILL: if Node dies, the bridge dies,
#   and with it soffice. No orphan outlives the server, however it ends.
# - Documents load hidden, read-only, with macros never executed and links never updated; the
#   profile (prepared by Node) also blocks untrusted referer links and disables macros.
# - If soffice dies during a job, the job answers an error and the bridge exits with status 3, so
#   Node starts a fresh pair. Node enforces the timeout by killing the whole process group.
import ctypes
import json
import os
import signal
import subprocess
import sys
import time

PR_SET_PDEATHSIG = 1
EXIT_OFFICE_GONE = 3
EXIT_NO_UNO = 4
EXIT_START_FAILED = 5

libc = ctypes.CDLL("libc.so.6", use_errno=True)


def die_with_parent():
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    parent = os.getppid()
    die_with_parent()
    if os.getppid() != parent:
        sys.exit(EXIT_START_FAILED)
    try:
        import uno
        from com.sun.star.beans import PropertyValue
        from com.sun.star.connection import NoConnectException
    except ImportError as error:
        reply({"fatal": "uno", "error": str(error)})
        sys.exit(EXIT_NO_UNO)

    soffice, profile_dir, pipe_name = sys.argv[1:4]
    connect = "pipe,name=%s;urp;StarOffice.ComponentContext" % pipe_name
    args = [
        soffice,
        "-env:UserInstallation=" + uno.systemPathToFileUrl(profile_dir),
        "--headless",
        "--invisible",
        "--nologo",
        "--norestore",
        "--nodefault",
        "--nolockcheck",
        "--nofirststartwizard",
        "--accept=" + connect,
    ]
    env = dict(os.environ, SAL_USE_VCLPLUGIN="svp", LC_ALL="C.UTF-8")

    def start_office():
        return subprocess.Popen(
            args,
            preexec_fn=die_with_parent,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )

    def prop(name, value):
        p = PropertyValue()
        p.Name = name
        p.Value = value
        return p

    office = start_office()
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local
    )
    context = None
    deadline = time.time() + 60
    while context is None:
        try:
            context = resolver.resolve("uno:" + connect)
        except NoConnectException:
            code = office.poll()
            # 81: a new profile was just created and soffice asks to be started again.
            if code == 81:
                office = start_office()
            elif code is not None or time.time() > deadline:
                reply({"fatal": "start", "error": "soffice exited with %s" % code})
                sys.exit(EXIT_START_FAILED)
            time.sleep(0.05)
    desktop = context.ServiceManager.createInstanceWithContext(
        "com.sun.star.frame.Desktop", context
    )
    reply({"ready": True, "officePid": office.pid})

    load_args = (
        prop("Hidden", True),
        prop("ReadOnly", True),
        # com.sun.star.document.MacroExecMode.NEVER_EXECUTE
        prop("MacroExecutionMode", 0),
        # com.sun.star.document.UpdateDocMode.NO_UPDATE: linked content is never fetched.
        prop("UpdateDocMode", 0),
        prop("Silent", True),
    )
    store_args = (prop("FilterName", "writer_pdf_Export"),)

    for line in sys.stdin:
        job = json.loads(line)
        document = None
        try:
            document = desktop.loadComponentFromURL(
                uno.systemPathToFileUrl(job["input"]), "_blank", 0, load_args
            )
            if document is None:
                raise RuntimeError("the document could not be loaded")
            document.storeToURL(uno.systemPathToFileUrl(job["output"]), store_args)
            reply({"id": job["id"], "ok": True})
        except Exception as error:  # noqa: BLE001 - every failure is answered, then judged
            name = type(error).__name__
            # A lost connection means soffice died: give the kernel a moment to say so.
            if "Disposed" in name or "Runtime" in name:
                for _ in range(20):
                    if office.poll() is not None:
                        break
                    time.sleep(0.05)
            gone = office.poll() is not None
            reply({"id": job["id"], "ok": False, "crashed": gone, "error": name + ": " + str(error)})
            if gone:
                sys.exit(EXIT_OFFICE_GONE)
        finally:
            if document is not None:
                try:
                    document.close(True)
                except Exception:  # noqa: BLE001
                    pass
    try:
        desktop.terminate()
    except Exception:  # noqa: BLE001
        pass
    try:
        office.wait(timeout=5)
    except subprocess.TimeoutExpired:
        office.kill()


if __name__ == "__main__":
    main()
