/*
 * interact: one run of a program against an interactor, as problemtools'
 * interactive runner connects them, each in a sandbox of its own.
 *
 *   interact --time CPU_MS --memory MEM_MIB --output OUT_MIB --out OUT
 *            --err ERR --dir DIR --judge-time JUDGE_MS --judge-memory
 *            JUDGE_MIB --interactor INTERACTOR --in IN --answer ANSWER
 *            --feedback FEEDBACK [--] PROG
 *
 * PROG runs boxed under its limits (tools/core/sandbox.c, CPU_MS MEM_MIB
 * OUT_MIB, in DIR, its stderr into ERR); the interactor runs plain, as a
 * checker does, under JUDGE_MS and JUDGE_MIB, as the judges' convention
 * has it (tests/common/checker.h):
 *
 *   INTERACTOR IN ANSWER FEEDBACK < program's stdout > program's stdin
 *
 * We stand between them, so that neither blocks the other's sandbox:
 *
 *     PROG --stdout--> [ us ] --stdin--> INTERACTOR
 *     PROG <--stdin--- [ us ] <-stdout-- INTERACTOR
 *                        |
 *                        +--> OUT (the program's bytes), FEEDBACK/
 *                             interaction (both sides, in order)
 *
 * FEEDBACK/interaction is the exchange as a .interaction file has it:
 * each line the interactor wrote is "<" and the line, each line the
 * program wrote ">" and the line.  When one side's output ends, the
 * other's input does: a program that ends early lets the interactor
 * read the end of its input.  Three lines go to stdout: the program's
 * sandbox line, the interactor's, and which ended first ("program" or
 * "interactor"), for tools/core/verdict.h's rule (the sandbox runs
 * us, a test at a time: --rule interactor=INTERACTOR).  The program's
 * output past OUT_MIB is dropped and its line says OLE.  Exit status 0 when the
 * lines were printed, 2 on a usage or system error.  Linux only.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

enum { PROGRAM, JUDGE, SIDES };

/* One side's flow: what it writes, on its way to the other side. */
struct flow {
	int from;		/* its stdout, as its sandbox passes it */
	int to;			/* the other side's stdin */
	char *pending;		/* read, not yet written */
	size_t start, len, cap;
	long long total;	/* bytes it wrote in all */
	long long cap_bytes;	/* past this, dropped */
	char mark;		/* its lines in the log: '>' or '<' */
	FILE *copy;		/* its bytes, kept (the program's: OUT) */
	int line_open;		/* the log holds a line of its, unended */
};

static FILE *log_file;
/* The side whose run ended first: the first whose output ended, as its
 * sandbox closes it only once every process of the run is gone; the
 * other side learns of it only after we see it (we end its input then),
 * so its reaction always comes second. */
static int first = -1;

static void die(const char *what)
{
	fprintf(stderr, "interact: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* Both sides' bytes into the log, each line marked with its side; a
 * line of one side broken by the other's is ended there. */
static void log_bytes(struct flow *f, struct flow *other, const char *b,
		      size_t n)
{
	size_t i;

	if (other->line_open) {
		fputc('\n', log_file);
		other->line_open = 0;
	}
	for (i = 0; i < n; i++) {
		if (!f->line_open)
			fputc(f->mark, log_file);
		fputc(b[i], log_file);
		f->line_open = b[i] != '\n';
	}
}

/* n bytes more for f's reader, after those it holds. */
static void queue(struct flow *f, const char *buf, size_t n)
{
	if (f->start + f->len + n > f->cap) {
		memmove(f->pending, f->pending + f->start, f->len);
		f->start = 0;
		while (f->len + n > f->cap)
			f->cap = f->cap ? 2 * f->cap : 65536;
		if (!(f->pending = realloc(f->pending, f->cap)))
			die("memory");
	}
	memcpy(f->pending + f->start + f->len, buf, n);
	f->len += n;
}

/* Reads what f's side wrote: into the log and on its way. */
static void take(struct flow *f, struct flow *other)
{
	char buf[65536];
	ssize_t n = read(f->from, buf, sizeof buf);

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n <= 0) {	/* its sandbox let go of it: its run is over */
		close(f->from);
		f->from = -1;
		if (first < 0)
			first = f->mark == '>' ? PROGRAM : JUDGE;
		return;
	}
	f->total += n;
	if (f->total > f->cap_bytes)
		return;	/* over its cap: dropped */
	log_bytes(f, other, buf, (size_t)n);
	if (f->copy && fwrite(buf, 1, (size_t)n, f->copy) != (size_t)n)
		die("writing the output");
	if (f->to >= 0)	/* else its reader is gone */
		queue(f, buf, (size_t)n);
}

/* Writes what f holds for the other side, as much as it takes now; the
 * other side's stdin ends once f's stdout has and all is written. */
static void give(struct flow *f)
{
	ssize_t n;

	if (f->to >= 0 && f->len > 0) {
		n = write(f->to, f->pending + f->start, f->len);
		if (n < 0 && errno != EAGAIN && errno != EINTR) {
			close(f->to);	/* its reader is gone */
			f->to = -1;
		} else if (n > 0) {
			f->start += (size_t)n;
			f->len -= (size_t)n;
		}
	}
	if (f->to >= 0 && f->from < 0 && f->len == 0) {
		close(f->to);
		f->to = -1;
	}
}

/* A pipe whose ends are not inherited, its write end not blocking. */
static void flow_pipe(int fds[2])
{
	if (pipe2(fds, O_CLOEXEC) != 0)
		die("pipe");
	fcntl(fds[1], F_SETFL, O_NONBLOCK);
}

/* Starts the sandbox `sandbox` with argv (its line to *line_r), its
 * stdin `in` and the descriptor `out` passed as /dev/fd/OUT; it dies
 * with us.  Its pid. */
static pid_t start(char **argv, int in, int out, int *line_r)
{
	int line[2];
	pid_t pid;

	if (pipe2(line, O_CLOEXEC) != 0)
		die("pipe");
	if ((pid = fork()) < 0)
		die("fork");
	if (pid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGTERM);
		if (dup2(in, 0) != 0 || dup2(line[1], 1) != 1
		    || dup2(out, 3) != 3)
			_exit(2);
		execv(argv[0], argv);
		_exit(2);
	}
	close(line[1]);
	*line_r = line[0];
	return pid;
}

/* The sandbox's line, read whole once it ended: no newline kept. */
static void read_line(int fd, char *line, size_t size)
{
	ssize_t n, got = 0;

	while ((n = read(fd, line + got, size - 1 - (size_t)got)) > 0)
		got += n;
	line[got] = '\0';
	line[strcspn(line, "\n")] = '\0';
	close(fd);
}

/* Moves the pending bytes until both sandboxes have ended. */
static void relay(struct flow *f, pid_t *pid)
{
	int ended = 0, side, status;

	while (ended < SIDES || f[PROGRAM].from >= 0 || f[JUDGE].from >= 0) {
		struct pollfd p[4] = {{f[0].from, POLLIN, 0},
			{f[1].from, POLLIN, 0},
			{f[0].len ? f[0].to : -1, POLLOUT, 0},
			{f[1].len ? f[1].to : -1, POLLOUT, 0}};
		poll(p, 4, 10);
		for (side = 0; side < SIDES; side++) {
			if (p[side].revents)
				take(&f[side], &f[1 - side]);
			give(&f[side]);
		}
		for (side = 0; side < SIDES; side++)
			if (pid[side] > 0
			    && waitpid(pid[side], &status, WNOHANG) > 0) {
				ended++;
				pid[side] = 0;
			}
	}
}

/* The sandbox beside us, for each side: PROG boxed under its limits,
 * the interactor plain under its own; f's ends wired to them. */
static void start_both(char **argv, struct flow *f, pid_t *pid,
		       int *line_r)
{
	static char sandbox[4096], out[] = "/dev/fd/3", judge_err[4200];
	int to_judge[2], to_prog[2], from_prog[2], from_judge[2];
	char *slash;

	snprintf(sandbox, sizeof sandbox - 8, "%s", argv[0]);
	slash = strrchr(sandbox, '/');
	strcpy(slash ? slash + 1 : sandbox, "sandbox");
	snprintf(judge_err, sizeof judge_err, "%s/stderr", argv[13]);
	flow_pipe(to_judge), flow_pipe(to_prog);
	flow_pipe(from_prog), flow_pipe(from_judge);
	{
		char *prog[] = {sandbox, "--time", argv[1], "--memory",
			argv[2], "--output", argv[3], "--in", "-", "--out",
			out, "--err", argv[5], "--dir", argv[6], "--",
			argv[7], NULL};
		char *judge[] = {sandbox, "--time", argv[8], "--memory",
			argv[9], "--output", "64", "--in", "-", "--out", out,
			"--err", judge_err, "--", argv[10], argv[11],
			argv[12], argv[13], NULL};
		pid[PROGRAM] = start(prog, to_prog[0], from_prog[1],
				     &line_r[PROGRAM]);
		setenv("ISOLATE", "0", 1);	/* our own code: plain */
		pid[JUDGE] = start(judge, to_judge[0], from_judge[1],
				   &line_r[JUDGE]);
	}
	close(to_judge[0]), close(to_prog[0]);
	close(from_prog[1]), close(from_judge[1]);
	f[PROGRAM].from = from_prog[0], f[PROGRAM].to = to_judge[1];
	f[PROGRAM].cap_bytes = (long long)atol(argv[3]) << 20;
	f[PROGRAM].mark = '>';
	f[JUDGE].from = from_judge[0], f[JUDGE].to = to_prog[1];
	f[JUDGE].cap_bytes = 64LL << 20;
	f[JUDGE].mark = '<';
}

/* The three lines (see the top); status 2 when a sandbox said none. */
static int report(const struct flow *f, const int *line_r)
{
	static char lines[SIDES][256];
	int over = f[PROGRAM].total > f[PROGRAM].cap_bytes;

	read_line(line_r[PROGRAM], lines[PROGRAM], sizeof lines[PROGRAM]);
	read_line(line_r[JUDGE], lines[JUDGE], sizeof lines[JUDGE]);
	if (!lines[PROGRAM][0] || !lines[JUDGE][0]) {
		fputs("interact: a sandbox failed\n", stderr);
		return 2;
	}
	/* past its cap: OLE, the rest of its line as it is */
	printf("%s%s\n%s\n%s\n", over ? "OLE" : "", over ? lines[PROGRAM] +
	       strcspn(lines[PROGRAM], " ") : lines[PROGRAM], lines[JUDGE],
	       first == JUDGE ? "interactor" : "program");
	return 0;
}

/* The named options (see the top), each every time, put in the order
 * the code above reads them: argv[1] CPU_MS ... argv[13] FEEDBACK. */
static char **read_options(int argc, char **argv)
{
	static const char *const names[] = {
		"--time", "--memory", "--output", "--out", "--err", "--dir",
		"", "--judge-time", "--judge-memory", "--interactor", "--in",
		"--answer", "--feedback"
	};
	static char *in_order[15];
	int i, k;

	in_order[0] = argv[0];
	for (i = 1; i + 1 < argc && strcmp(argv[i], "--") != 0; i += 2) {
		for (k = 0; k < 13 && strcmp(argv[i], names[k]) != 0; k++)
			;
		if (k == 13 || !*names[k] || in_order[k + 1])
			return NULL;
		in_order[k + 1] = argv[i + 1];
	}
	i += i < argc && strcmp(argv[i], "--") == 0;
	if (i != argc - 1)
		return NULL;
	in_order[7] = argv[i];
	for (k = 1; k < 14; k++)
		if (!in_order[k])
			return NULL;
	return in_order;
}

int main(int argc, char **argv)
{
	static char log_path[4200];
	struct flow f[SIDES];
	int line_r[SIDES];
	pid_t pid[SIDES];

	if (!(argv = read_options(argc, argv))) {
		fputs("usage: interact --time CPU_MS --memory MEM_MIB --output "
		      "OUT_MIB --out OUT --err ERR --dir DIR --judge-time "
		      "JUDGE_MS --judge-memory JUDGE_MIB --interactor "
		      "INTERACTOR --in IN --answer ANSWER --feedback FEEDBACK "
		      "[--] PROG\n", stderr);
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	memset(f, 0, sizeof f);
	snprintf(log_path, sizeof log_path, "%s/interaction", argv[13]);
	if (!(log_file = fopen(log_path, "we"))
	    || !(f[PROGRAM].copy = fopen(argv[4], "we")))
		die(log_file ? argv[4] : log_path);
	start_both(argv, f, pid, line_r);
	relay(f, pid);
	if (f[PROGRAM].line_open || f[JUDGE].line_open)
		fputc('\n', log_file);
	if (fclose(log_file) != 0 || fclose(f[PROGRAM].copy) != 0)
		die("writing the log");
	return report(f, line_r);
}
